// Geometry shaders: several streams (emit_stream/cut_stream), instancing, strips restarted.
struct GsIn { float4 pos : SV_Position; float4 col : COLOR; uint id : ID; };
struct G0 { float4 pos : SV_Position; float4 col : COLOR; };
struct G1 { float4 a : TEXCOORD0; uint b : TEXCOORD1; };
struct G2 { float3 c : POSITION; };
struct G3 { min16float2 d : TEXCOORD2; };

cbuffer Gs : register(b0) { float4x4 gMvp; uint gCount; float gScale; };

[maxvertexcount(12)]
void GSStreams(triangle GsIn v[3], inout PointStream<G0> s0, inout PointStream<G1> s1, inout PointStream<G2> s2,
               inout PointStream<G3> s3)
{
    [unroll] for (int k = 0; k < 3; k++)
    {
        G0 a; a.pos = mul(v[k].pos, gMvp); a.col = v[k].col; s0.Append(a);
        G1 b; b.a = v[k].pos * gScale; b.b = v[k].id; s1.Append(b);
    }
    s0.RestartStrip();
    G2 c; c.c = v[0].pos.xyz; s2.Append(c); s2.RestartStrip();
    G3 d; d.d = (min16float2)v[1].col.xy; s3.Append(d);
    s1.RestartStrip();
}

[maxvertexcount(4)]
[instance(6)]
void GSInstanced(point GsIn v[1], uint inst : SV_GSInstanceID, inout TriangleStream<G0> o)
{
    [loop] for (uint k = 0; k < gCount; k++)
    {
        G0 a;
        a.pos = v[0].pos + float4(k, inst, 0, 0);
        a.col = v[0].col;
        o.Append(a);
        if (k == 2)
            o.RestartStrip();
    }
}

[maxvertexcount(6)]
void GSLines(lineadj GsIn v[4], uint prim : SV_PrimitiveID, inout LineStream<G0> o)
{
    for (int k = 0; k < 4; k++)
    {
        G0 a;
        a.pos = v[k].pos * (float)prim;
        a.col = v[k ^ 1].col;
        o.Append(a);
    }
    o.RestartStrip();
}
