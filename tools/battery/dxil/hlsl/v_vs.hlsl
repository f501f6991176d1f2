// vertex programs: engine-style cbuffers, skinning, packed signatures
struct Light { float3 pos; float range; float3 col; uint type; row_major float3x4 shadow; };
struct Material { float4 albedo; float2 rough[3]; column_major float2x3 uvx; bool flags[2]; };
cbuffer Frame : register(b0)
{
    row_major float4x4 ViewProj;
    float4x4 View;
    float3 Eye; float Time;
    Light Lights[4];
    Material Mat;
    int2 Ints[3];
    half HalfVal;
    double DVal;
    uint4 Mask;
};
cbuffer Skin : register(b1, space2) { float4x3 Bones[64]; row_major float3x4 BonesR[8]; };
tbuffer TB : register(t3) { float4 TbA[4]; float TbB; };
StructuredBuffer<Light> SLights : register(t4);
ByteAddressBuffer Raw : register(t5);
Buffer<float4> Typed : register(t6);

struct VIn {
    float3 pos : POSITION; float3 nrm : NORMAL; float4 tan : TANGENT; float2 uv0 : TEXCOORD0; float2 uv1 : TEXCOORD1;
    uint4 bi : BLENDINDICES; float4 bw : BLENDWEIGHT; float4 col : COLOR0; uint vid : SV_VertexID; uint iid : SV_InstanceID;
};
struct VOut {
    float4 pos : SV_Position;
    precise float3 wpos : WORLDPOS;
    float3 nrm : NORMAL; float4 tan : TANGENT;
    float2 uv0 : TEXCOORD0; float2 uv1 : TEXCOORD1;
    nointerpolation uint mat : MATERIAL;
    float fog : FOG;
    float4 col : COLOR0;
    float clip0 : SV_ClipDistance0;
    float2 clip1 : SV_ClipDistance1;
    float cull : SV_CullDistance0;
    float psize : PSIZE;
    nointerpolation uint2 ids : IDS;
};

VOut VSSkin(VIn i)
{
    VOut o;
    float3 p = 0, n = 0;
    [unroll] for (int k = 0; k < 4; k++) {
        p += mul(float4(i.pos, 1), Bones[i.bi[k]]) * i.bw[k];
        n += mul(i.nrm, (float3x3)Bones[i.bi[k]]) * i.bw[k];
    }
    p += mul(BonesR[i.iid & 7], float4(p, 1));
    o.wpos = p;
    o.pos = mul(float4(p, 1), ViewProj);
    o.nrm = normalize(n);
    o.tan = i.tan;
    o.uv0 = mul(Mat.uvx, float3(i.uv0, 1));
    o.uv1 = i.uv1 + Mat.rough[i.vid % 3];
    o.mat = Mask.x ^ i.iid;
    o.fog = saturate(length(p - Eye) / Lights[0].range);
    o.col = i.col * Mat.albedo * (Mat.flags[1] ? 2 : 1) + TbA[i.vid & 3] * TbB;
    o.clip0 = dot(float4(p, 1), View[0]);
    o.clip1 = float2(p.y, -p.y);
    o.cull = p.z - Time;
    o.psize = (float)HalfVal + (float)DVal + Ints[i.iid % 3].y;
    o.ids = uint2(i.vid, i.iid);
    Light L = SLights[i.iid];
    o.col.rgb += L.col * Raw.Load(i.vid * 4) + Typed[i.vid].xyz + mul(L.shadow, float4(p, 1));
    return o;
}

float4 VSMin(float4 p : POSITION) : SV_Position { return mul(p, View); }

struct VO2 { float4 p : SV_Position; uint rt : SV_RenderTargetArrayIndex; uint vp : SV_ViewportArrayIndex; float4 a : A; float b : B; float2 c : C; float3 d : D; int e : E; };
VO2 VSLayer(float4 p : POSITION, uint iid : SV_InstanceID, uint view : SV_ViewID)
{
    VO2 o; o.p = p; o.rt = iid; o.vp = view; o.a = p.yzwx; o.b = p.x; o.c = p.zw; o.d = p.xyz * view; o.e = (int)iid - 3;
    return o;
}
