// Hull/domain battery
struct CP { float3 p : POSITION; float3 n : NORMAL; float2 uv : TEXCOORD0; };
cbuffer TC : register(b0) { float4 Edge; float4x4 VP; float Inside; uint Mode; };

struct QF { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; float3 b[4] : BEZ; uint id : PID; };
QF QConst(InputPatch<CP, 16> ip, OutputPatch<CP, 16> op, uint pid : SV_PrimitiveID)
{
    QF f;
    [unroll] for (int k = 0; k < 4; k++) { f.e[k] = Edge[k] * (1 + (pid & 1)); f.b[k] = op[k * 5].p - ip[k].p; }
    f.i[0] = Inside; f.i[1] = Inside * 0.5;
    f.id = pid ^ Mode;
    return f;
}

[domain("quad")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(16)] [patchconstantfunc("QConst")] [maxtessfactor(31.0)]
CP HSBezier(InputPatch<CP, 16> ip, uint i : SV_OutputControlPointID)
{
    CP o = ip[i];
    o.p = o.p * 2 - ip[15 - i].p;
    return o;
}

struct DOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; nointerpolation uint id : PID; };
[domain("quad")]
DOut DSBezier(QF f, float2 uv : SV_DomainLocation, const OutputPatch<CP, 16> P)
{
    DOut o;
    float3 acc = 0;
    [unroll] for (int r = 0; r < 4; r++)
        [unroll] for (int c = 0; c < 4; c++)
            acc += P[r * 4 + c].p * (uv.x * r + uv.y * c);
    acc += f.b[(uint)(uv.x * 3.99)];
    o.pos = mul(float4(acc, 1), VP);
    o.uv = uv * f.i[1] + f.e[2];
    o.id = f.id;
    return o;
}

struct LF { float d[2] : SV_TessFactor; };
LF LConst(InputPatch<CP, 2> ip) { LF f; f.d[0] = Edge.x; f.d[1] = Edge.y * length(ip[0].p - ip[1].p); return f; }

[domain("isoline")] [partitioning("pow2")] [outputtopology("line")]
[outputcontrolpoints(2)] [patchconstantfunc("LConst")]
CP HSLine(InputPatch<CP, 2> ip, uint i : SV_OutputControlPointID) { return ip[i]; }

[domain("isoline")]
float4 DSLine(LF f, float2 t : SV_DomainLocation, const OutputPatch<CP, 2> P) : SV_Position
{
    return mul(float4(lerp(P[0].p, P[1].p, t.x) + float3(0, t.y * f.d[0], 0), 1), VP);
}

struct HO { float4 c : CENTER; };
struct TF { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; float4 extra : EXTRA; };
TF TConst(InputPatch<CP, 3> ip, uint pid : SV_PrimitiveID)
{
    TF f;
    float m = 0;
    [loop] for (uint k = 0; k < Mode; k++) m += Edge[k & 3];
    f.e[0] = m; f.e[1] = Edge.y; f.e[2] = Edge.z;
    f.i = max(max(f.e[0], f.e[1]), f.e[2]);
    f.extra = float4(ip[pid % 3].n, pid);
    return f;
}

[domain("tri")] [partitioning("fractional_even")] [outputtopology("triangle_ccw")]
[outputcontrolpoints(1)] [patchconstantfunc("TConst")]
HO HSOne(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID, uint pid : SV_PrimitiveID)
{
    HO o; o.c = float4((ip[0].p + ip[1].p + ip[2].p) / 3, pid); return o;
}

[domain("tri")]
float4 DSTri(TF f, float3 bc : SV_DomainLocation, const OutputPatch<HO, 1> P, uint pid : SV_PrimitiveID) : SV_Position
{
    return mul(float4(P[0].c.xyz * bc.x + f.extra.xyz * bc.y, bc.z + pid), VP);
}

#ifndef __hlsl_dx_compiler
// Pass-through control point phase with a 32 control point patch, integer partitioning
struct BigF { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
BigF BigConst(InputPatch<CP, 32> ip) { BigF f; f.e[0] = f.e[1] = f.e[2] = ip[31].uv.x; f.i = ip[0].uv.y; return f; }
[domain("tri")] [partitioning("integer")] [outputtopology("point")]
[outputcontrolpoints(0)] [patchconstantfunc("BigConst")]
void HSBig(InputPatch<CP, 32> ip) {}
#endif
